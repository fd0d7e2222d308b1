import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AuditLogEntry } from '@scholarlens/contracts';
import { auditLogCsv } from './audit-log.csv.js';

const entry = (over: Partial<AuditLogEntry>): AuditLogEntry => ({
  id: 'e1',
  action: 'DATA_ACCESS',
  userId: 'u1',
  resource: 'GET /api/papers/2401.00001',
  ipAddress: '127.0.0.1',
  success: true,
  timestamp: '2026-03-01T10:00:00.000Z',
  ...over,
});

describe('audit log CSV', () => {
  it('writes a header and one RFC 4180 line per entry, quoting commas, quotes and line breaks', () => {
    const csv = auditLogCsv([entry({}), entry({ id: 'e2', resource: 'a "b", c\nd', userId: null, ipAddress: null, success: false })]);
    assert.equal(
      csv,
      'id,timestamp,action,userId,resource,ipAddress,success\r\n' +
        'e1,2026-03-01T10:00:00.000Z,DATA_ACCESS,u1,GET /api/papers/2401.00001,127.0.0.1,true\r\n' +
        'e2,2026-03-01T10:00:00.000Z,DATA_ACCESS,,"a ""b"", c\nd",,false\r\n',
    );
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    const [, line] = auditLogCsv([entry({ resource: '=HYPERLINK("x")' })]).split('\r\n');
    assert.ok(line.includes(`"'=HYPERLINK(""x"")"`), line);
  });
});
