import { type FmcsaLookup, FMCSA_MESSAGES } from '@freight/domain';
import type { FmcsaConfig } from '../../config/config';
import { logger } from '../../core/logger';

/**
 * The FMCSA QCMobile look-up of a carrier by USDOT number. Never required: without a web key it
 * answers "not checked" (and the page says the look-up is not configured), and a failure (no answer
 * within 5 seconds, no network, an error status) is "not checked" with the reason. Only an answer
 * from FMCSA is ever reported as checked.
 */
export interface FmcsaClient {
  lookUp(dotNumber: string, now?: Date): Promise<FmcsaLookup>;
}

interface QcCarrier {
  legalName?: string;
  dbaName?: string | null;
  allowedToOperate?: string;
  statusCode?: string;
  dotNumber?: number | string;
}

const OPERATING_STATUS: Record<string, string> = { A: 'Active', I: 'Inactive' };

export function fmcsaClient(config: FmcsaConfig, fetchImpl: typeof fetch = fetch): FmcsaClient {
  return {
    async lookUp(dotNumber, now = new Date()) {
      if (!config.webKey) return { checked: false, reason: 'not-configured', message: FMCSA_MESSAGES.notConfigured };
      const url = `${config.baseUrl}/${encodeURIComponent(dotNumber)}?webKey=${encodeURIComponent(config.webKey)}`;
      let body: { content?: { carrier?: QcCarrier | null } | null };
      try {
        const res = await fetchImpl(url, { signal: AbortSignal.timeout(config.timeoutMs), headers: { Accept: 'application/json' } });
        if (res.status === 404) return { checked: true, dotNumber, found: false, message: FMCSA_MESSAGES.notFound };
        if (!res.ok) throw new Error(`FMCSA answered ${res.status}`);
        body = (await res.json()) as typeof body;
      } catch (err) {
        const { name, message } = (err ?? {}) as { name?: string; message?: string };
        const timedOut = name === 'TimeoutError' || name === 'AbortError';
        // The web key is in the URL: never logged.
        logger().warn({ err: { name, message }, dotNumber, timedOut }, 'FMCSA look-up failed');
        return { checked: false, reason: 'failed', message: timedOut ? FMCSA_MESSAGES.timeout : FMCSA_MESSAGES.failed };
      }
      const carrier = body?.content?.carrier;
      if (!carrier?.legalName) return { checked: true, dotNumber, found: false, message: FMCSA_MESSAGES.notFound };
      return {
        checked: true,
        dotNumber,
        found: true,
        legalName: carrier.legalName,
        ...(carrier.dbaName ? { dbaName: carrier.dbaName } : {}),
        operatingStatus: OPERATING_STATUS[carrier.statusCode ?? ''] ?? carrier.statusCode ?? 'Unknown',
        allowedToOperate: carrier.allowedToOperate === 'Y',
        checkedAt: now.toISOString(),
      };
    },
  };
}
