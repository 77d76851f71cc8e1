// Creates a room on a running server, joins two players, takes a turn and sends a chat message;
// exits 1 with the failing call. Used by .ci/oldest-node-stage.sh against `npm start`.
const base = process.argv[2];
if (!base) throw new Error('usage: node .ci/play-one-room.mjs <base URL>');

async function call(method, path, body, token) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  return { status: response.status, body: answer };
}

function expectStatus(what, answer, status) {
  if (answer.status !== status) {
    console.error(`${what}: expected ${status}, got ${answer.status} ${JSON.stringify(answer.body)}`);
    process.exit(1);
  }
  return answer.body;
}

const roomName = `CI room ${Date.now().toString(36)}`;
const { room } = expectStatus(
  'create a room',
  await call('POST', '/api/createRoom', { roomName, roomType: 'public' }),
  201,
);
const ada = expectStatus('join as Ada', await call('PATCH', `/api/${room._id}/join`, { username: 'Ada' }), 200);
expectStatus('join as Bo', await call('PATCH', `/api/${room._id}/join`, { username: 'Bo' }), 200);
const turn = expectStatus(
  'take a turn',
  await call('PATCH', `/api/${room._id}/turn`, { username: 'Ada', type: 'truth' }, ada.playerToken),
  200,
);
expectStatus(
  'chat',
  await call('POST', `/api/${room._id}/chat`, { username: 'Ada', message: 'hello' }, ada.playerToken),
  201,
);
const listed = expectStatus('list public rooms', await call('GET', '/api/public'), 200);
const entry = listed.find((candidate) => candidate._id === room._id);
if (!entry || entry.username.join() !== 'Ada,Bo' || turn.room?.currentPrompt === '') {
  console.error(`unexpected room state: ${JSON.stringify({ entry, turn })}`);
  process.exit(1);
}
console.log(`Room "${roomName}" created, joined by Ada and Bo, one truth dealt, one chat message sent.`);
