/**
 * One benchmarked server, run in its own child process (forked by run.ts) so that it shares an event loop
 * with neither the load generator nor the other servers. Told what to serve over IPC; answers with its port.
 */
import { createServer, type Server } from 'node:http';
import { AREAS, SERVICE_PATH, type ToChild, type ToParent } from './shared.js';

function send(message: ToParent): void {
  process.send!(message);
}

async function start(message: Extract<ToChild, { type: 'start' }>): Promise<Server> {
  switch (message.kind) {
    case 'ceiling': {
      // The cheapest possible node:http answer: the captured bytes and headers, request body drained.
      const { status, headers, body } = message.ceiling!;
      const bytes = Buffer.from(body, 'utf8');
      return createServer((req, res) => {
        req.on('data', () => {});
        req.on('end', () => {
          res.writeHead(status, headers);
          res.end(bytes);
        });
      });
    }
    case 'generated': {
      const { createCRMTeeTimeAPIService } = await import('../generated/crmteetimeapi/index.js');
      const { createHttpServer } = await import('soapgen/runtime/server/node-http.js');
      const unused = (): never => {
        throw new Error('not benchmarked');
      };
      const handler = new Proxy(
        { getAreaList: () => ({ ErrorCode: 0, Areas: AREAS }) },
        {
          get: (target, name) => (name in target ? target[name as keyof typeof target] : unused),
        },
      );
      return createHttpServer(createCRMTeeTimeAPIService(handler as never));
    }
    case 'node-soap': {
      const mod = (await import('soap')) as typeof import('soap') & { default?: typeof import('soap') };
      const soap = typeof mod.listen === 'function' ? mod : mod.default!;
      const result = { GetAreaListResult: { ErrorCode: 0, Areas: { Area: AREAS } } };
      const port = { GetAreaList: () => result };
      const services = { CRMTeeTimeAPI: { CRMTeeTimeAPISoap: port, CRMTeeTimeAPISoap12: port } };
      const server = createServer();
      soap.listen(server, SERVICE_PATH, services, message.wsdl!);
      return server;
    }
  }
}

process.on('message', (message: ToChild) => {
  if (message.type === 'start') {
    start(message)
      .then((server) =>
        server.listen(0, '127.0.0.1', () => {
          const address = server.address();
          send({ type: 'listening', port: typeof address === 'object' && address ? address.port : 0 });
        }),
      )
      .catch((error: unknown) => send({ type: 'error', message: String((error as Error)?.stack ?? error) }));
  } else if (message.type === 'memory') {
    const usage = process.memoryUsage();
    send({ type: 'memory', rss: usage.rss, heapUsed: usage.heapUsed });
  } else if (message.type === 'cpu') {
    const { user, system } = process.cpuUsage();
    send({ type: 'cpu', micros: user + system });
  }
});
process.on('disconnect', () => process.exit(0));
