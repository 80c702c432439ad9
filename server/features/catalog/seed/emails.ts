/** A seed person's address (creators and reviewers); other features' seed steps find their accounts by it. */
export const seedEmail = (username: string) => `${username.replaceAll('_', '.')}@people.agentic.example`;
