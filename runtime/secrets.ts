/**
 * Parameters whose values are secrets (passwords, card numbers, card security codes): error
 * messages never echo them, because messages are logged. Matched by name, so any spec's
 * `Password` or `CardNumber` is covered without listing it.
 */
const SECRET_NAME = /password|passwd|cardnumber|cardno|cvv|cvc|securitycode|secret|pin$/i;

export const isSecretName = (name: string): boolean => SECRET_NAME.test(name);

/** The value as an error message may show it. */
export const echo = (name: string, value: string): string => (isSecretName(name) ? '[redacted]' : value);
