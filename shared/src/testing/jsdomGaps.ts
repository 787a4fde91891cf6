// jsdom has no MessageChannel; antd's Select (@rc-component/select) closes its popup through one.
// A timer-based stand-in is enough for tests. (Belongs in jest.setup.cjs once the lead moves it.)
if (typeof globalThis.MessageChannel === 'undefined') {
  class Port {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    other: Port | null = null;
    postMessage(data: unknown) {
      const target = this.other;
      setTimeout(() => target?.onmessage?.({ data }), 0);
    }
    close() {}
    start() {}
  }
  class MessageChannelStandIn {
    port1 = new Port();
    port2 = new Port();
    constructor() {
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  }
  (globalThis as unknown as { MessageChannel: unknown }).MessageChannel = MessageChannelStandIn;
}
export {};
