/**
 * The addresses documents give: a WSDL port at a path of its own is at the service's origin and
 * that path.
 */

/** What precedes the service's path in its public URL: its origin (and any prefix a proxy adds). */
export function serviceOrigin(serviceUrl: string, servicePath: string): string {
  if (serviceUrl.toLowerCase().endsWith(servicePath.toLowerCase())) return serviceUrl.slice(0, serviceUrl.length - servicePath.length);
  try {
    return new URL(serviceUrl).origin;
  } catch {
    return serviceUrl;
  }
}
