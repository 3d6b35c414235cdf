/**
 * WEB_CONCURRENCY=2 through the real launcher of the standalone image (`node scripts/cluster.mjs
 * server.js`) on a fresh PostgreSQL database, run as a step of two-instances.mjs (same build, same
 * report). Which process served a request is read from /proc: the server end of the request's own
 * connection belongs to one worker, so nothing in a response has to say so.
 */
import fs from 'node:fs';
import http from 'node:http';
import { hash } from '@node-rs/argon2';
import postgres from 'postgres';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The live children of `pid` (the launcher's workers). */
function childrenOf(pid) {
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        const [state, ppid] = fs.readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1].split(' ');
        return ppid === String(pid) && state !== 'Z';
      } catch {
        return false;
      }
    })
    .map(Number)
    .sort();
}

const alive = (pid) => {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1][0] !== 'Z';
  } catch {
    return false;
  }
};

const hexPort = (port) => port.toString(16).toUpperCase().padStart(4, '0');

/** The process holding the server end of the TCP connection from `clientPort` to `serverPort`, or null. */
function socketOwner(serverPort, clientPort, pids) {
  const row = fs
    .readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .find((f) => f[1]?.endsWith(`:${hexPort(serverPort)}`) && f[2]?.endsWith(`:${hexPort(clientPort)}`));
  if (!row) return null;
  const link = `socket:[${row[9]}]`;
  return (
    pids.find((pid) => {
      try {
        return fs.readdirSync(`/proc/${pid}/fd`).some((fd) => fs.readlinkSync(`/proc/${pid}/fd/${fd}`) === link);
      } catch {
        return false;
      }
    }) ?? null
  );
}

/**
 * One request on a connection of its own (the cluster hands each new connection to a worker);
 * resolves to its status, body and the worker that served it, found while the connection is open.
 */
function served({ port, pathname, method = 'GET', headers = {}, body, workers }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: pathname, method, headers, agent }, (response) => {
      const chunks = [];
      response.on('data', (c) => chunks.push(c));
      response.on('end', () => {
        const by = socketOwner(port, request.socket.localPort, workers());
        agent.destroy();
        resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString('utf8'), by });
      });
    });
    request.on('error', (error) => {
      agent.destroy();
      reject(error);
    });
    request.end(body);
  });
}

/**
 * `check`/`assert`: two-instances.mjs's reporting; `launch(env)` starts the launcher in the standalone
 * folder on `port` with `env` on top of the instance defaults and returns the child process.
 */
export async function clusterChecks({ check, assert, launch, port, dbUrl }) {
  const base = `http://127.0.0.1:${port}`;
  const primary = launch({ DATABASE_URL: dbUrl, WEB_CONCURRENCY: '2' });
  const primaryExit = new Promise((resolve) => primary.once('exit', (code, signal) => resolve({ code, signal })));
  const workers = () => childrenOf(primary.pid);
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
  try {
    await check('WEB_CONCURRENCY=2: two server processes share the port and both serve', async () => {
      const owners = new Set();
      // Ready once both processes have answered /api/ready (migration and seeding ran in one of them).
      for (let i = 0; i < 600 && owners.size < 2; i++) {
        if (primary.exitCode !== null) throw new Error(`the launcher exited during start-up (${primary.exitCode})`);
        const answer = await served({ port, pathname: '/api/ready', workers }).catch(() => null);
        if (answer?.status === 200 && answer.by) owners.add(answer.by);
        else await sleep(250);
      }
      const children = workers();
      assert(children.length === 2, `the launcher has ${children.length} server processes, not 2`);
      assert(
        owners.size === 2 && [...owners].every((pid) => children.includes(pid)),
        `requests were served by ${[...owners].join(', ') || 'nobody'}; the workers are ${children.join(', ')}`,
      );
    });

    const [product] =
      await sql`SELECT p.id FROM products p WHERE p.is_active AND (SELECT count(*) FROM product_variants v WHERE v.product_id = p.id) = 1 ORDER BY p.id LIMIT 1`;
    await sql`UPDATE product_variants SET stock_quantity = 100 WHERE product_id = ${product.id}`;
    const email = `cluster-${process.pid}@example.com`;
    const [user] =
      await sql`INSERT INTO users (email, name, phone, password_hash) VALUES (${email}, 'Cluster Buyer', '9876543210', ${await hash('Shopper@12345')}) RETURNING id`;
    const [address] =
      await sql`INSERT INTO addresses (user_id, name, phone_number, street_address, city, state, postal_code)
      VALUES (${user.id}, 'Cluster Buyer', '9876543210', '1 MG Road', 'Bengaluru', 'Karnataka', '560001') RETURNING id`;
    const json = { 'Content-Type': 'application/json' };
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: 'Shopper@12345', role: 'CUSTOMER' }),
    });
    const token = (await login.json()).data;
    const order = (key) =>
      served({
        port,
        pathname: '/api/orders',
        method: 'POST',
        headers: { ...json, Authorization: `Bearer ${token}`, 'Idempotency-Key': key },
        body: JSON.stringify({
          addressId: address.id,
          paymentInfo: { method: 'COD' },
          items: [{ productId: product.id, quantity: 1 }],
        }),
        workers,
      });

    await check('an order placed through the group is made, whichever process takes it', async () => {
      const placed = await order(`cluster-1-${process.pid}`);
      assert(placed.status === 201, `placement answered ${placed.status} ${placed.text}`);
      const { orderNumber } = JSON.parse(placed.text).data;
      const [row] = await sql`SELECT user_id FROM orders WHERE order_number = ${orderNumber}`;
      assert(row?.user_id === user.id, `order ${orderNumber} is not in the database`);
    });

    await check('a killed server process is replaced and requests keep succeeding meanwhile', async () => {
      const [victim, survivor] = workers();
      process.kill(victim, 'SIGKILL');
      // Once the launcher has reaped it, no new connection is handed to it.
      for (let i = 0; i < 100 && fs.existsSync(`/proc/${victim}`); i++) await sleep(50);
      const answers = [];
      let replacement = null;
      // Until the new process has served a request itself (the back-off is 1 s, its start a few more).
      for (let i = 0; i < 240 && !answers.some((a) => a.by === replacement && replacement); i++) {
        answers.push(await served({ port, pathname: '/api/ready', workers }));
        replacement = workers().find((pid) => pid !== victim && pid !== survivor) ?? null;
        await sleep(250);
      }
      const failed = answers.filter((a) => a.status !== 200);
      assert(failed.length === 0, `${failed.length} of ${answers.length} requests failed: ${failed[0]?.status}`);
      assert(replacement, `no process replaced ${victim} (workers now ${workers().join(', ')})`);
      assert(
        answers.some((a) => a.by === replacement),
        `the replacement ${replacement} never served a request (${answers.length} tried)`,
      );
      const placed = await order(`cluster-2-${process.pid}`);
      assert(placed.status === 201, `placement after the replacement answered ${placed.status}`);
    });

    await check('SIGTERM to the launcher stops every server process, then the launcher exits 0', async () => {
      const children = workers();
      process.kill(primary.pid, 'SIGTERM');
      const exit = await Promise.race([primaryExit, sleep(20_000).then(() => null)]);
      assert(exit, 'the launcher did not exit within 20 s of SIGTERM');
      assert(exit.code === 0, `the launcher exited with ${exit.code ?? exit.signal}`);
      const left = children.filter(alive);
      assert(left.length === 0, `server processes ${left.join(', ')} outlived the launcher`);
    });
  } finally {
    if (primary.exitCode === null) primary.kill('SIGKILL');
    await sql.end({ timeout: 5 });
  }

  await check('a group whose server processes cannot start exits non-zero instead of restarting them', async () => {
    // Live mode without AUTH_SECRET: every worker refuses to start (lib/config.ts).
    const broken = launch({ DATABASE_URL: dbUrl, WEB_CONCURRENCY: '2', AUTH_SECRET: '' });
    const exit = await Promise.race([
      new Promise((resolve) => broken.once('exit', (code) => resolve({ code }))),
      sleep(60_000).then(() => null),
    ]);
    if (!exit) broken.kill('SIGKILL');
    assert(exit, 'the launcher was still running 60 s after its workers failed');
    assert(exit.code === 1, `the launcher exited with ${exit.code}, not 1`);
  });
}
