type Listener = (event: ProgressEvent) => void;

/**
 * A stand-in for XMLHttpRequest that sends through the (stubbed) global fetch, so upload tests
 * serve every call from one fetch mock. It reports the upload's progress at half and at the end.
 */
export class FakeXhr {
  status = 0;
  responseText = "";
  readonly upload = new FakeEventTarget();
  private readonly listeners = new FakeEventTarget();
  private method = "GET";
  private url = "";
  private readonly headers: Record<string, string> = {};

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  addEventListener(type: string, listener: Listener) {
    this.listeners.addEventListener(type, listener);
  }

  abort() {
    this.listeners.dispatch("abort");
  }

  send(body: FormData) {
    this.upload.dispatch("progress", { lengthComputable: true, loaded: 1, total: 2 });
    void fetch(this.url, { method: this.method, headers: this.headers, body }).then(
      async (response) => {
        this.status = response.status;
        this.responseText = await response.text();
        this.upload.dispatch("progress", { lengthComputable: true, loaded: 2, total: 2 });
        this.listeners.dispatch("load");
      },
      () => this.listeners.dispatch("error"),
    );
  }
}

class FakeEventTarget {
  private readonly byType = new Map<string, Listener[]>();

  addEventListener(type: string, listener: Listener) {
    this.byType.set(type, [...(this.byType.get(type) ?? []), listener]);
  }

  dispatch(type: string, init: Partial<ProgressEvent> = {}) {
    for (const listener of this.byType.get(type) ?? []) listener(init as ProgressEvent);
  }
}
