/** `npm start`: serve the tee-time service on the configured database, demo data on first start. */
import { createHttpServer } from '../runtime/server/node-http.js';
import { createApp } from './app.js';
import { loadConfig } from './config.js';

const config = loadConfig();
const app = await createApp(config);
const server = createHttpServer(app.service, {
  bodyLimitBytes: config.bodyLimitBytes,
  requestTimeoutMs: config.requestTimeoutMs,
  headersTimeoutMs: config.headersTimeoutMs,
});

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://localhost:${port}/api/CRMTeeTimeAPI.asmx`;
  console.log(`CRMTeeTimeAPI is listening on ${config.host}:${port} (database: ${config.database.startsWith('postgres') ? 'PostgreSQL' : config.database})`);
  console.log(`  Service and help pages: ${url}`);
  console.log(`  WSDL:                   ${url}?WSDL`);
  if (config.seedDemo) console.log('  Demo login:             OwnerID 1, UserID demo, Password demo');
});

let stopping = false;
const stop = (): void => {
  if (stopping) return;
  stopping = true;
  // Stop accepting, let in-flight requests finish, then close the database.
  server.close(() => {
    void app.close().then(() => process.exit(0));
  });
  server.closeIdleConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
