/** The type names that are the spec's scalars: XSD's built-ins and the .NET types published beside them. */
import { SCALARS } from '../../../runtime/xml/scalars.js';
import { NS } from '../namespaces.js';

/** XSD built-ins the spec names as they are (its scalar `type` names): the registry's. */
export const XSD_SCALARS = new Set(
  Object.values(SCALARS)
    .filter((scalar) => scalar.schema === 'xsd')
    .map((scalar) => scalar.xsd),
);

/** The types XML Schema 1.1 added, which the spec has no scalars of. */
export const XSD11_TYPES: ReadonlySet<string> = new Set(['anyAtomicType', 'dateTimeStamp', 'dayTimeDuration', 'yearMonthDuration', 'error']);

/** .NET types published outside the XSD namespace, by namespace: ASMX's `s1:` and WCF's `ser:`. */
export const DOTNET_SCALARS: Readonly<Record<string, ReadonlySet<string>>> = {
  [NS.msTypes]: new Set(['guid', 'char']),
  [NS.wcfSerialization]: new Set(['guid', 'char', 'duration']),
};
