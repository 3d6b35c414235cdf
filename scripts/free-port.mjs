/**
 * A TCP port nothing listens on right now, as the system hands one out for port 0: the test
 * servers take these rather than fixed numbers, so a port busy on a developer's machine (another
 * dev server, a mail catcher) cannot stop a run.
 */
import net from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
