/** An event stream opened as a dashboard opens it: what it carried so far, read as it comes, until `close()`. */
export async function openEventStream(address: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${address}/api/events/stream?access_token=${token}`, { signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  // The first bytes (the reconnection delay) say the stream is open and subscribed.
  const stream = { text: decoder.decode((await reader.read()).value) };
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      stream.text += decoder.decode(value);
    }
  })().catch(() => undefined);
  return {
    stream,
    close: async () => {
      controller.abort();
      await pump;
    },
  };
}
