// How a form's problems are shown: one message per field, the first the schema reports. The
// device (before queueing) and the server (answering 400) both say it this way.

export type FieldErrors = Record<string, string>;

/** The part of a zod issue read here: no zod import, so pages can use it without the library. */
type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** The first message per field, and the first message about the form as a whole, if any. */
export function messagesByField(issues: readonly Issue[]): { fieldErrors: FieldErrors; formError?: string } {
  const fieldErrors: FieldErrors = {};
  let formError: string | undefined;
  for (const issue of issues) {
    const field = issue.path[0];
    if (field === undefined) formError ??= issue.message;
    else fieldErrors[String(field)] ??= issue.message;
  }
  return formError === undefined ? { fieldErrors } : { fieldErrors, formError };
}
