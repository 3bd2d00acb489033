import { describe, expect, it } from 'vitest';
import { endpointHostAllowed, isPublicAddress, publicOnlyAgent } from './public-address.js';

describe('push endpoints only on public addresses (no SSRF)', () => {
  it('tells public from loopback, private, link-local and mapped addresses', () => {
    for (const address of ['142.250.180.14', '2a00:1450:4001:80b::200a', '8.8.8.8']) expect(isPublicAddress(address), address).toBe(true);
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.5', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:10.0.0.1', '::ffff:127.0.0.1', 'not-an-ip']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses endpoints written as a non-public address or localhost, and lets names through to the checked lookup', () => {
    expect(endpointHostAllowed('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(endpointHostAllowed('https://142.250.180.14/push/1')).toBe(true);
    for (const endpoint of ['https://127.0.0.1:8443/push', 'https://169.254.169.254/latest/meta-data', 'https://[::1]/x', 'https://localhost/x', 'https://api.localhost/x', 'https://10.0.0.8/x', 'nonsense']) {
      expect(endpointHostAllowed(endpoint), endpoint).toBe(false);
    }
  });

  it('fails a connection to a name that resolves to a loopback address before anything is sent', async () => {
    const agent = publicOnlyAgent();
    const { request } = await import('node:https');
    const error = await new Promise<NodeJS.ErrnoException>((resolve) => {
      const req = request({ host: 'localhost', port: 9, path: '/', agent }, () => resolve(new Error('connected') as NodeJS.ErrnoException));
      req.on('error', resolve);
      req.end();
    });
    expect(error.code).toBe('EPUSHPRIVATE');
    agent.destroy();
  });
});
