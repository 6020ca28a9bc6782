/**
 * Tests that need a system tool (Python zeep, xmllint) or PostgreSQL run when it is there. When
 * it is not, they are skipped with a warning saying how to get it — unless the run demands them
 * (CI sets REQUIRE_TOOLS=1 and REQUIRE_POSTGRES=1), in which case the missing tool is a failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const TOOLS_REQUIRED = process.env.REQUIRE_TOOLS === '1';

/** True when the tool is available; otherwise warns and returns false, or throws when tools are required. */
export function haveTool(name: string, available: boolean, install: string): boolean {
  if (available) return true;
  const message = `${name} is not available: ${install}`;
  if (TOOLS_REQUIRED) throw new Error(`${message} (REQUIRE_TOOLS=1 makes it mandatory)`);
  console.warn(`SKIPPED: the ${name} tests. ${message}`);
  return false;
}

export const XMLLINT = '/usr/bin/xmllint';
export const PYTHON = '/usr/bin/python3';

export const haveXmllint = (): boolean => haveTool('xmllint', existsSync(XMLLINT), 'apt-get install libxml2-utils');

export const haveZeep = (): boolean =>
  haveTool('Python zeep', spawnSync(PYTHON, ['-c', 'import zeep'], { stdio: 'ignore' }).status === 0, `apt-get install python3-zeep (importable by ${PYTHON})`);
