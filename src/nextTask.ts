/**
 * Resolves in a later task, after the tasks already queued (events, messages) have run: for code that must let those
 * go first. Callers say why they wait.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
