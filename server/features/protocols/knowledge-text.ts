/**
 * The searchable text of a knowledge file: text types are decoded as UTF-8; a PDF's text is extracted page by page
 * with unpdf (PDF.js built for servers, no canvas or worker needed), each page a paragraph so passages stay apart.
 * A PDF without a text layer (a scan) or one PDF.js cannot read keeps its file but gets no passages: the files
 * step shows it as "not searchable", and answers cannot quote it.
 */
export async function extractKnowledgeText(contentType: string, body: Uint8Array): Promise<string> {
  if (contentType !== 'application/pdf') return new TextDecoder().decode(body);
  try {
    // Loaded on the first PDF only: PDF.js is large, and most servers never see one.
    const { extractText, getDocumentProxy } = await import('unpdf');
    // PDF.js takes ownership of (detaches) the buffer it is given: hand it a copy, the caller stores the original.
    const document = await getDocumentProxy(new Uint8Array(body), { verbosity: 0 });
    try {
      const { text } = await extractText(document, { mergePages: false });
      return text
        .map((page) => page.replace(/[ \t]+/g, ' ').trim())
        .filter(Boolean)
        .join('\n\n');
    } finally {
      await document.destroy();
    }
  } catch {
    // Not a PDF PDF.js can read (damaged, encrypted): kept, unsearchable, as the files step says.
    return '';
  }
}
