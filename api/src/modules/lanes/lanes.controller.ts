import type { Request, Response } from 'express';
import { LANE_TEXTS, type LaneAnswer, transitModeOf } from '@freight/domain';
import { laneBetween } from '@freight/domain/zip-centroids';
import { ApiError } from '../../core/api-error';

/** The ZIP centroids never change while the API runs: a day in any cache is safe. */
const CACHE_SECONDS = 24 * 60 * 60;

/** GET /api/lanes: road miles and transit time between two ZIP codes, or a message on each unknown one. */
export function show(req: Request, res: Response) {
  const { originZip, destinationZip, serviceType } = req.query as { originZip: string; destinationZip: string; serviceType?: string };
  const lane = laneBetween(originZip, destinationZip, transitModeOf(serviceType));
  if (!lane.ok) throw new ApiError(400, Object.values(lane.errors)[0]!, lane.errors);
  const answer: LaneAnswer = {
    origin: { zip: lane.origin.zip, city: lane.origin.city, state: lane.origin.state },
    destination: { zip: lane.destination.zip, city: lane.destination.city, state: lane.destination.state },
    ...lane.facts,
    transitText: LANE_TEXTS.transitDays(lane.facts.transitDays),
  };
  res.set('Cache-Control', `public, max-age=${CACHE_SECONDS}`).json(answer);
}
