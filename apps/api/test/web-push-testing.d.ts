/** The push-service emulator `web-push-testing` (plain JavaScript; its package.json names a main file it does not ship): the parts the tests use. */
declare module 'web-push-testing/src/PushApiModel.js' {
  export class PushApiModel {
    /** The start of every endpoint it hands out: `<notifyUrl><clientHash>`. */
    notifyUrl: string;
  }
}
declare module 'web-push-testing/src/server.js' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import type { PushApiModel } from 'web-push-testing/src/PushApiModel.js';
  export default class WebPushTestingServer {
    constructor(model: PushApiModel, port: number);
    /** Its express app. */
    _app: (req: IncomingMessage, res: ServerResponse) => void;
    setRequestHandlers(): void;
  }
}
