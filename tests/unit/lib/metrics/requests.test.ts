import { expect, test } from 'bun:test';
import { countRequest } from '../../../../src/lib/metrics/requests';
import { registry } from '../../../../src/lib/metrics/registry';

/* The request series are plain numbers read at scrape time: the text must be what prom-client's Counter and Histogram would print. */

const sample = (text: string, line: string) => Number(text.split('\n').find((l) => l.startsWith(`${line} `))?.split(' ')[1]);

test('counts and cumulative buckets by method, route template and status; a bound is inclusive; a made-up method is OTHER', async () => {
  countRequest('GET', '/t/:id', 200, 0.005);
  countRequest('GET', '/t/:id', 200, 0.02);
  countRequest('GET', '/t/:id', 200, 11);
  countRequest('BREW', '/t/:id', 418, 0.0001);
  // Only these two: the registry's other metrics read sources an earlier test's app may have closed.
  const text = `${await registry.getSingleMetricAsString('http_requests_total')}\n${await registry.getSingleMetricAsString('http_request_duration_seconds')}`;
  const labels = 'method="GET",route="/t/:id",status="200"';
  expect(sample(text, `http_requests_total{${labels}}`)).toBe(3);
  expect(sample(text, `http_request_duration_seconds_bucket{${labels},le="0.0025"}`)).toBe(0);
  expect(sample(text, `http_request_duration_seconds_bucket{${labels},le="0.005"}`)).toBe(1);
  expect(sample(text, `http_request_duration_seconds_bucket{${labels},le="0.025"}`)).toBe(2);
  expect(sample(text, `http_request_duration_seconds_bucket{${labels},le="10"}`)).toBe(2);
  expect(sample(text, `http_request_duration_seconds_bucket{${labels},le="+Inf"}`)).toBe(3);
  expect(sample(text, `http_request_duration_seconds_sum{${labels}}`)).toBeCloseTo(11.025, 6);
  expect(sample(text, `http_request_duration_seconds_count{${labels}}`)).toBe(3);
  expect(sample(text, 'http_requests_total{method="OTHER",route="/t/:id",status="418"}')).toBe(1);
  expect(text).toContain('# TYPE http_request_duration_seconds histogram');
});
