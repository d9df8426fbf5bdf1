/** Fetches one of the search index's files, rejecting on an error status as on a network failure. */
export async function fetchSearchFile(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`The search index file ${url} answered ${response.status}`);
  }
  return response;
}
