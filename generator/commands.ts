/**
 * What each `soapgen` command does. cli.ts only parses arguments; every function here returns the
 * process exit status and prints to stdout (results) or stderr (problems).
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { wsdlDocument } from './emit/documents.js';
import { generateFiles, serviceFolder } from './generate.js';
import type { Model } from './model.js';
import { OutputError, staleFiles, writeOutputs, type Output } from './output.js';
import { loadSpec, parseSpec, SpecError } from './spec/index.js';

import { RUNTIME_IMPORT, SOAPGEN_VERSION, SPEC_SCHEMA } from './package-root.js';

export async function packageVersion(): Promise<string> {
  return SOAPGEN_VERSION;
}

// ---------------------------------------------------------------------------------------------
// generate

export interface GenerateOptions {
  readonly spec: readonly string[];
  readonly out: string;
  readonly check: boolean;
}

export async function generate(options: GenerateOptions): Promise<number> {
  const started = performance.now();
  const specFiles = (await Promise.all(options.spec.map(expand))).flat();
  if (specFiles.length === 0) {
    console.error(`No spec files found in ${options.spec.join(', ')}.`);
    return 1;
  }
  // Validate every spec before touching any output, so a bad spec changes nothing.
  const outputs: Output[] = [];
  const problems: string[] = [];
  const folders = new Map<string, string>();
  for (const file of specFiles) {
    try {
      const model = await loadSpec(file, relative(process.cwd(), file) || file);
      const dir = join(options.out, serviceFolder(model));
      // Service names differing only in case share a folder: one would silently replace the other.
      const earlier = folders.get(dir);
      if (earlier !== undefined) {
        const at = model.service.nameAt ?? { line: 1, column: 1 };
        problems.push(
          `${model.source}:${at.line}:${at.column}: service ${model.service.name} would be written to ${dir}, as is the service of ${earlier}; rename one of them`,
        );
        continue;
      }
      folders.set(dir, model.source);
      outputs.push({ dir, files: generateFiles(model, dir.split('\\').join('/')) });
    } catch (error) {
      if (!(error instanceof SpecError)) throw error;
      problems.push(error.message);
    }
  }
  if (problems.length > 0) {
    console.error(`${problems.join('\n')}\nNothing was generated: fix the spec and run again.`);
    return 1;
  }
  if (options.check) {
    const stale = await staleFiles(outputs);
    if (stale.length > 0) {
      console.error(`Generated code is stale; run soapgen generate and commit the result:\n${stale.map((s) => `  ${s}`).join('\n')}`);
      return 1;
    }
    console.log(`Generated code is up to date (${outputs.length} service(s)).`);
    return 0;
  }
  try {
    await writeOutputs(outputs);
  } catch (error) {
    if (!(error instanceof OutputError)) throw error;
    console.error(`${error.message} Check --out ${options.out}.`);
    return 1;
  }
  const count = outputs.reduce((n, o) => n + o.files.length, 0);
  console.log(`Generated ${count} files for ${outputs.length} service(s) in ${Math.round(performance.now() - started)} ms.`);
  return 0;
}

async function expand(path: string): Promise<string[]> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return [path]; // loadSpec reports it as unreadable
  if (!info.isDirectory()) return [path];
  const names = await readdir(path);
  return names
    .filter((n) => /\.ya?ml$/.test(n))
    .sort()
    .map((n) => join(path, n));
}

async function loadOrReport(spec: string): Promise<Model | undefined> {
  try {
    return await loadSpec(spec, relative(process.cwd(), spec) || spec);
  } catch (error) {
    if (!(error instanceof SpecError)) throw error;
    console.error(error.message);
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// wsdl

export interface WsdlOptions {
  readonly spec: string;
  /** The service URL the WSDL's addresses name; default http://localhost + the spec's path. */
  readonly url?: string;
}

/** Prints the WSDL exactly as the generated server serves it (the same template and view). */
export async function printWsdl(options: WsdlOptions): Promise<number> {
  const model = await loadOrReport(options.spec);
  if (!model) return 1;
  process.stdout.write(wsdlDocument(model, options.url ?? `http://localhost${model.service.path}`));
  return 0;
}

// ---------------------------------------------------------------------------------------------
// import

export interface ImportOptions {
  readonly out?: string;
  readonly force: boolean;
  /** The wsdl:service to import, when the WSDL declares several. */
  readonly service?: string;
}

export async function importCommand(location: string, options: ImportOptions): Promise<number> {
  if (options.out !== undefined && !options.force && existsSync(options.out)) {
    console.error(`${options.out} exists; pass --force to replace it.`);
    return 1;
  }
  // Loaded here so that generate, the common command, does not pay for the importer's start-up.
  const { formatIssue, ImportError, importWsdl } = await import('./wsdl-import/index.js');
  try {
    const source = /^https?:/i.test(location)
      ? location
      : relative(options.out ? dirname(resolve(options.out)) : process.cwd(), resolve(location))
          .split('\\')
          .join('/');
    const result = await importWsdl(location, source, options.service === undefined ? {} : { service: options.service });
    for (const warning of result.warnings) console.error(`${formatIssue(warning)} (warning)`);
    if (options.out === undefined) {
      process.stdout.write(result.yaml);
    } else {
      await mkdir(dirname(resolve(options.out)), { recursive: true });
      await writeFile(options.out, result.yaml);
      const { spec } = result;
      console.error(
        `Wrote ${options.out}: service ${spec.service.name}, ${spec.operations.length} operation(s), ${spec.types.length} type(s), transports ${spec.service.transports.join(', ')}.`,
      );
    }
    return 0;
  } catch (error) {
    if (!(error instanceof ImportError)) throw error;
    // A file that cannot be read or is not XML says all in its one sentence.
    if (error.issues.every((i) => i.line === undefined)) {
      console.error(error.message);
      return 1;
    }
    const why = error.broken
      ? 'the WSDL or a document it imports is broken (see above)'
      : error.issues.some((i) => i.dangling)
        ? 'the WSDL refers to what no document of it declares (see above)'
        : 'the WSDL uses what the spec cannot express (see SPEC.md of the soapgen package, "Importing a WSDL")';
    console.error(`${error.message}\nNothing was written: ${why}.`);
    return 1;
  }
}

// ---------------------------------------------------------------------------------------------
// mock

export interface MockOptions {
  readonly port: string;
  readonly host: string;
  readonly answers?: string;
}

/** Serves the service until the process is stopped; returns only when it cannot start. */
export async function mockCommand(source: string, options: MockOptions): Promise<number> {
  const model = await loadModel(source);
  if (!model) return 1;
  const { loadGeneratedService, mockHandler, MockError, readAnswers } = await import('./mock.js');
  try {
    const answers = options.answers === undefined ? new Map() : await readAnswers(options.answers, model);
    const handler = mockHandler(model, answers, (line) => console.log(line));
    const { create, runtime } = await loadGeneratedService(model);
    const { createHttpServer } = (await import(`${runtime}server/node-http.js`)) as typeof import('../runtime/server/node-http.js');
    const server = createHttpServer(create(handler, { invokeForm: true }) as import('../runtime/server/dispatch.js').SoapService);
    await new Promise<void>((resolvePromise, reject) => {
      server.once('error', reject);
      server.listen(Number(options.port), options.host, resolvePromise);
    });
    const { port } = server.address() as { port: number };
    const url = `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}${model.service.path}`;
    console.log(
      `Mock of ${model.service.name} at ${url} (WSDL: ${url}?WSDL); ${model.operations.length} operation(s) answer ${answers.size ? 'canned answers or samples' : 'samples'}. Each request is printed below; stop with Ctrl+C.`,
    );
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)));
    return 0;
  } catch (error) {
    if (error instanceof MockError) {
      console.error(`${error.message}.`);
      return 1;
    }
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES' || code === 'ENOENT') {
      console.error(
        code === 'ENOENT'
          ? `${options.answers}: no such file.`
          : `Cannot listen on ${options.host}:${options.port}: ${code === 'EADDRINUSE' ? 'the port is in use' : 'permission denied'}; choose another --port.`,
      );
      return 1;
    }
    throw error;
  }
}

/** A model from a YAML spec, or from a WSDL (by its extension, an http(s) URL, or XML content). */
async function loadModel(source: string): Promise<Model | undefined> {
  const isWsdl =
    /^https?:/i.test(source) ||
    /\.(wsdl|xml|asmx|svc)$/i.test(source) ||
    (await readFile(source, 'utf8').then(
      (t) => /^\s*</.test(t),
      () => false,
    ));
  if (!isWsdl) return loadOrReport(source);
  const { formatIssue, ImportError, importWsdl } = await import('./wsdl-import/index.js');
  try {
    const result = await importWsdl(source, source);
    return parseSpec(result.yaml, source);
  } catch (error) {
    if (error instanceof ImportError) console.error(error.issues.map(formatIssue).join('\n'));
    else if (error instanceof SpecError) console.error(error.message);
    else throw error;
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// init

export interface InitOptions {
  readonly name: string;
  readonly spec?: string;
  readonly handler?: string;
  readonly out: string;
}

export async function init(options: InitOptions): Promise<number> {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(options.name)) {
    console.error(`--name ${options.name}: a service name is letters, digits and _, not starting with a digit.`);
    return 1;
  }
  const folder = options.name.toLowerCase();
  const specPath = options.spec ?? join('spec', `${folder}.yaml`);
  const handlerPath = options.handler ?? join('src', `${folder}-handler.ts`);
  const existing = [specPath, handlerPath].filter((p) => existsSync(p));
  if (existing.length > 0) {
    console.error(`Not overwriting ${existing.join(' and ')}; remove it or choose other paths (--spec, --handler).`);
    return 1;
  }
  const schema = relative(dirname(resolve(specPath)), SPEC_SCHEMA)
    .split('\\')
    .join('/');
  const generatedIndex = relative(dirname(resolve(handlerPath)), resolve(options.out, folder, 'index.js'))
    .split('\\')
    .join('/');
  await mkdir(dirname(resolve(specPath)), { recursive: true });
  await mkdir(dirname(resolve(handlerPath)), { recursive: true });
  await writeFile(specPath, starterSpec(options.name, schema));
  await writeFile(handlerPath, starterHandler(options.name, dotted(generatedIndex), `${RUNTIME_IMPORT}server/node-http.js`));
  console.log(
    `Wrote ${specPath} and ${handlerPath}. Next:\n` +
      `  soapgen generate --spec ${specPath} --out ${options.out}\n` +
      `then implement the handler and serve it (see the comment at the top of ${handlerPath}).`,
  );
  return 0;
}

function starterSpec(name: string, schema: string): string {
  return `# yaml-language-server: $schema=${schema}
# A starter spec for soapgen. The format: SPEC.md of the soapgen package. Generate with
#   soapgen generate --spec <this file> --out generated

service:
  name: ${name}                       # the WSDL service name; names the generated handler, server and client
  namespace: http://example.org/${name.toLowerCase()}/  # target namespace of every element
  path: /${name}.asmx                 # where the service is served
  description: A starter service. Describe what it offers.

types:
  Greeting:                           # a complex type: an element with child elements, in this order
    description: What SayHello answers.
    fields:
      Text: { type: string, required: true, description: The greeting. }
      Length: { type: int, required: true, description: Number of characters of Text. }

operations:
  SayHello:                           # request <SayHello>, response <SayHelloResponse><SayHelloResult>
    description: Greets someone by name.
    params:
      Name: { type: string, required: true, description: Who to greet. }
    result: Greeting
`;
}

/** A relative import specifier: './x' rather than 'x' (which would name a package). */
function dotted(path: string): string {
  return path.startsWith('.') || path.startsWith('/') ? path : `./${path}`;
}

function starterHandler(name: string, generatedIndex: string, nodeHttp: string): string {
  return `/**
 * The business logic of ${name}: one method per operation of the spec, whatever the transport
 * (SOAP 1.1, SOAP 1.2, HTTP POST). Serve it with the generated server, for example:
 *
 *   import { createHttpServer } from '${nodeHttp}';
 *   import { create${name.replace(/Service$/, '')}Service } from '${generatedIndex}';
 *   createHttpServer(create${name.replace(/Service$/, '')}Service(handler)).listen(8080);
 */
import type { ${name}Handler } from '${generatedIndex}';

export const handler: ${name}Handler = {
  sayHello(request) {
    const text = \`Hello, \${request.Name}!\`;
    return { Text: text, Length: text.length };
  },
};
`;
}
