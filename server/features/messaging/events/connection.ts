/**
 * One browser's open events stream: a byte stream the HTTP server writes out as it fills. While the replay of missed
 * events is read, live events are held back and then sent after it (without the ones the replay already had), so
 * nothing is lost or doubled in the hand-over.
 *
 * Frames are encoded once per event by the hub and shared by every connection that receives them. A client that
 * stops reading is cut off once its backlog passes `MAX_BACKLOG_BYTES`; it reconnects and resumes from the log.
 */
const encoder = new TextEncoder();
const MAX_BACKLOG_BYTES = 512 * 1024;

export function encodeFrame(type: string, data: unknown, id: number | null): Uint8Array {
  const idLine = id === null ? '' : `id: ${id}\n`;
  return encoder.encode(`${idLine}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
}

export const HEARTBEAT_FRAME = encoder.encode(': keep-alive\n\n');

export class EventConnection {
  readonly stream: ReadableStream<Uint8Array>;
  private controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  /** Live events held back while the replay is read; null once live. */
  private held: Array<{ id: number | null; frame: Uint8Array }> | null = [];
  closed = false;

  constructor(
    readonly userId: string,
    /** Only this conversation's events, or all of the user's. */
    readonly conversationId: string | null,
    private readonly onClosed: (connection: EventConnection) => void,
  ) {
    this.stream = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.controller = controller;
        },
        // The client went away (the server cancels the reader when the socket closes).
        cancel: () => this.finish(),
      },
      { highWaterMark: MAX_BACKLOG_BYTES, size: (chunk) => chunk.byteLength },
    );
  }

  deliver(id: number | null, frame: Uint8Array): void {
    if (this.held) this.held.push({ id, frame });
    else this.write(frame);
  }

  write(frame: Uint8Array): void {
    const controller = this.controller;
    if (this.closed || !controller) return;
    if ((controller.desiredSize ?? 0) <= 0) {
      this.close();
      return;
    }
    controller.enqueue(frame);
  }

  /** Ends the replay: held events follow, except those the replay already sent. */
  goLive(replayed: ReadonlySet<number>): void {
    const held = this.held ?? [];
    this.held = null;
    for (const { id, frame } of held) if (id === null || !replayed.has(id)) this.write(frame);
  }

  close(): void {
    if (this.closed) return;
    this.finish();
    try {
      this.controller?.close();
    } catch {
      // Already closed or errored by the reader side.
    }
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    this.held = null;
    this.onClosed(this);
  }
}
