/**
 * soapgen's command line. No command means `generate`, so `npm run generate [-- --check]` keeps
 * working as before. The work is in commands.ts; this file only declares the commands.
 */
import { Command } from 'commander';
import { generate, importCommand, init, mockCommand, packageVersion, printWsdl } from './commands.js';
import { didYouMean } from './suggest.js';

const EXAMPLES = `
Examples:
  soapgen generate --spec spec --out generated     every spec in spec/ → generated/<service>/
  soapgen --check                                  fail if generated/ differs from the specs (CI)
  soapgen import service.wsdl --out spec/svc.yaml  start from an existing ASMX/WCF service's WSDL
  soapgen import 'http://host/Service.asmx?WSDL'   the same from a URL; the spec goes to stdout
  soapgen wsdl --spec spec/svc.yaml > svc.wsdl     the WSDL the generated server will serve
  soapgen init --name HelloService                 a commented starter spec and a handler skeleton
  soapgen mock service.wsdl --port 8080            serve sample answers at once, to write a client against
`;

const program = new Command()
  .name('soapgen')
  .description('Generates a typed SOAP 1.1/1.2 and HTTP POST server, client, WSDL and help pages from a YAML spec, or a spec from a WSDL.')
  .version(await packageVersion(), '-V, --version', 'print the version')
  .addHelpText('after', EXAMPLES);

program
  .command('generate', { isDefault: true })
  .description("generate each spec's service into <out>/<service name in lower case>/ (the default command)")
  .option('-s, --spec <paths...>', 'spec files or folders of *.yaml specs', ['spec'])
  .option('-o, --out <dir>', 'folder that receives one sub-folder per service', 'generated')
  .option('--check', 'generate in memory and fail, naming the files, if the output folder differs', false)
  .action(async (options: { spec: string[]; out: string; check: boolean }) => {
    process.exitCode = await generate(options);
  });

program
  .command('wsdl')
  .description('print the WSDL the generated server serves for a spec')
  .requiredOption('-s, --spec <file>', 'the spec file')
  .option('-u, --url <url>', "the service URL written into the WSDL (default http://localhost + the spec's path)")
  .action(async (options: { spec: string; url?: string }) => {
    process.exitCode = await printWsdl(options);
  });

program
  .command('import')
  .description('write a spec from a WSDL 1.1 (SOAP 1.1, SOAP 1.2 and HTTP POST bindings; document or rpc, literal or encoded)')
  .argument('<wsdl>', 'a WSDL file or an http(s) URL; imported WSDLs and schemas are read relative to it')
  .option('-o, --out <file>', 'the spec file to write (default: print the spec)')
  .option('-f, --force', 'replace --out if it exists', false)
  .option('-s, --service <name>', 'import this wsdl:service alone, of several (by default all, in one spec)')
  .action(async (wsdl: string, options: { out?: string; force: boolean; service?: string }) => {
    process.exitCode = await importCommand(wsdl, options);
  });

program
  .command('init')
  .description('write a commented starter spec and a handler skeleton')
  .option('-n, --name <name>', 'the service name', 'HelloService')
  .option('-s, --spec <file>', 'where to write the spec (default spec/<name>.yaml)')
  .option('--handler <file>', 'where to write the handler (default src/<name>-handler.ts)')
  .option('-o, --out <dir>', 'the folder generate will write to, which the handler imports from', 'generated')
  .action(async (options: { name: string; spec?: string; handler?: string; out: string }) => {
    process.exitCode = await init(options);
  });

program
  .command('mock')
  .description('serve a service at once, without a handler: every operation answers a sample shaped by its schema, or a canned answer')
  .argument('<wsdl-or-spec>', 'a WSDL (a file or an http(s) URL) or a YAML spec')
  .option('-p, --port <port>', 'the port to listen on (0: any free port)', '8080')
  .option('--host <host>', 'the address to listen on', '127.0.0.1')
  .option('-a, --answers <file>', 'canned answers, YAML or JSON: operation name → { result, when? } or a list of them')
  .action(async (source: string, options: { port: string; host: string; answers?: string }) => {
    process.exitCode = await mockCommand(source, options);
  });

// `generate` is the default command, so a misspelt command would reach it as an argument and be
// refused as "too many arguments": name the command meant instead.
const [first] = program.args.length ? program.args : process.argv.slice(2);
const commands = program.commands.map((c) => c.name());
if (first !== undefined && !first.startsWith('-') && !commands.includes(first) && first !== 'help') {
  program.error(`error: unknown command '${first}' (${didYouMean(first, commands)}the commands are ${commands.join(', ')}; soapgen --help describes them)`);
}

await program.parseAsync();
