import { errorSerializer } from './logger';

describe('error log lines', () => {
  it("keep what went wrong and leave out the documents a bulk write carried (customers' details)", () => {
    const error = Object.assign(new Error('read ECONNRESET'), {
      name: 'MongoBulkWriteError',
      code: 'ECONNRESET',
      writeErrors: [{ index: 0, code: 11000 }],
      result: { insertedDocs: [{ to: 'maria@gardenstatefoods.example', html: '<p>Maria Santos</p>' }] },
      insertedDocs: [{ to: 'maria@gardenstatefoods.example' }],
      errorResponse: { errmsg: 'read ECONNRESET', op: { to: 'maria@gardenstatefoods.example' } },
    });
    const line = errorSerializer(error);
    expect(line).toMatchObject({ type: 'Error', message: 'read ECONNRESET', code: 'ECONNRESET', writeErrorCount: 1 });
    expect(line.stack).toContain('read ECONNRESET');
    expect(JSON.stringify(line)).not.toContain('maria');
  });
});
