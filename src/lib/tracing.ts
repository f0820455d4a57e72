/**
 * Optional OpenTelemetry traces: one server span per request, exported over OTLP/HTTP (JSON) when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set. The SDK is imported only then, so a server without it loads none of it.
 */
import type { Span } from '@opentelemetry/api';

/** What the access-log plugin tells of a request once it is answered. */
export interface RequestOutcome {
  method: string;
  route: string;
  status: number;
  requestId: string;
}

export interface RequestTracer {
  /** Opens the span of a request as it arrives; `end` closes it with what was answered. */
  begin(method: string): { end(outcome: RequestOutcome): void };
  /** Sends the spans still queued (shutdown). */
  shutdown(): Promise<void>;
}

export interface TracingConfig {
  /** The collector's base address: spans go to <endpoint>/v1/traces. */
  endpoint: string;
  serviceName: string;
}

/** The tracer for `config`, or null when tracing is off (no endpoint). */
export async function startTracing(config: TracingConfig | null): Promise<RequestTracer | null> {
  if (!config) return null;
  const [{ SpanKind, SpanStatusCode }, { TracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const exporter = new OTLPTraceExporter({ url: `${config.endpoint.replace(/\/+$/, '')}/v1/traces` });
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.serviceName }),
    spanProcessors: [new BatchSpanProcessor({ exporter })],
  });
  const tracer = provider.getTracer('vetconsult');
  const end = (span: Span, { method, route, status, requestId }: RequestOutcome) => {
    span.updateName(`${method} ${route}`);
    // request_id: the same key as the log lines, so one search finds both.
    span.setAttributes({ 'http.request.method': method, 'http.route': route, 'http.response.status_code': status, request_id: requestId });
    // A server span is an error only when the server failed (a 4xx is the client's).
    if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
  return {
    begin(method) {
      const span = tracer.startSpan(method, { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } });
      return { end: (outcome) => end(span, outcome) };
    },
    shutdown: () => provider.shutdown(),
  };
}
