import { Router, type Request } from 'express';
import { SLOT_MESSAGES, individualSlots, isIsoDate } from '../../src/domain/slots';
import { badRequest } from '../errors';

/** GET /api/slots?date=YYYY-MM-DD: the individual slots of a date, by the server's clock (spec §5). */
export function slotsRouter(now: () => Date = () => new Date()): Router {
  const router = Router();
  router.get('/slots', (req: Request, res) => {
    const date = typeof req.query.date === 'string' ? req.query.date.trim() : '';
    if (date === '') throw badRequest(SLOT_MESSAGES.noDate, { date: SLOT_MESSAGES.noDate });
    if (!isIsoDate(date)) throw badRequest(SLOT_MESSAGES.invalidDate, { date: SLOT_MESSAGES.invalidDate });
    const day = individualSlots(date, now());
    res.json(day.message === undefined ? { date: day.date, slots: day.slots } : { date: day.date, slots: day.slots, message: day.message });
  });
  return router;
}
