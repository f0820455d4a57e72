import { describe, expect, test } from 'bun:test';
import { requestsCounted } from '../../../bench/lib/scrape';
import { formatCounts } from '../../../bench/lib/report';
import type { LoadResult } from '../../../bench/lib/load';

const TEXT = [
  '# TYPE http_requests_total counter',
  'http_requests_total{method="GET",route="/api/pets/:id",status="200"} 12',
  'http_requests_total{method="GET",route="/api/pets/:id",status="404"} 3',
  'http_requests_total{method="POST",route="/api/pets/:id",status="200"} 5',
  'http_requests_total{method="GET",route="/api/pets/:id/records",status="200"} 7',
].join('\n');

const result = (name: string, counts: LoadResult['counts']) => ({ name, counts }) as LoadResult;

describe('the bench against /metrics', () => {
  test("the app's count for a route template sums every status of that method and template only", () => {
    expect(requestsCounted(TEXT, 'GET', '/api/pets/:id')).toBe(15);
    expect(requestsCounted(TEXT, 'GET', '/nothing')).toBe(0);
  });

  test('equal counts print EQUAL; any round that differs prints FAIL and fails the bench', () => {
    const same = formatCounts([result('slots', [{ bench: 100, metrics: 100 }])]);
    expect(same.ok).toBe(true);
    expect(same.lines[1]).toMatch(/slots\s+round 1: 100 \/ 100\s+EQUAL/);
    const differ = formatCounts([result('slots', [{ bench: 100, metrics: 100 }, { bench: 90, metrics: 89 }])]);
    expect(differ.ok).toBe(false);
    expect(differ.lines[2]).toMatch(/round 2: 90 \/ 89\s+FAIL/);
  });
});
