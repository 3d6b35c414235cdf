/**
 * The words of a 401 and a 403, the same from every handler and page (the 403 text is also the
 * toast the browser shows for it). Browser-safe: lib/api-client reads it too.
 */
export const SIGNED_OUT_MESSAGE = 'Please log in to continue.';
export const FORBIDDEN_MESSAGE = "You don't have permission to access this resource.";
