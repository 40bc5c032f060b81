import { Router, type Request } from 'express';
import { catalogueItem } from '../../src/domain/pricing';
import { expertSlotQuerySchema } from '../../src/domain/schemas/match-query';
import { SLOT_MESSAGES, individualSlots, isIsoDate, type SlotAvailability } from '../../src/domain/slots';
import { badRequest } from '../errors';
import { longestSession, type ExpertCalendarService } from '../services/experts/expert-calendar';
import { keptBriefly } from '../services/experts/kept-briefly';
import { sendSerialised } from '../http/send-serialised';

const answer = (day: SlotAvailability) =>
  day.message === undefined ? { date: day.date, slots: day.slots } : { date: day.date, slots: day.slots, message: day.message };

/**
 * GET /api/slots?date=YYYY-MM-DD: the individual slots of a date by the server's clock (spec §5).
 * With `kind` (and `duration`, `expertId`, the booking's answers): only the times when the
 * chosen expert, or at least one who may take the booking, is free (issue 19).
 */
export function slotsRouter(calendar: ExpertCalendarService, now: () => Date = () => new Date()): Router {
  const router = Router();
  // Speed-up (issue 24: this GET stood at 63-65% of bare Express, its target 65%): a day's times
  // depend on the clock alone, so they are worked out and serialised once a second (kept-briefly.ts).
  const dayKept = keptBriefly({ revision: async () => '', now, build: async (date: string) => answer(individualSlots(date, now())) });
  router.get('/slots', async (req: Request, res) => {
    if (req.query.kind !== undefined) {
      const query = expertSlotQuerySchema.parse(req.query);
      const minutes = query.duration ? (catalogueItem(query.duration).minutes ?? 60) : longestSession(query.answers.kind);
      res.json(answer(await calendar.slots(query.date, query.answers, query.expertId, minutes)));
      return;
    }
    const date = typeof req.query.date === 'string' ? req.query.date.trim() : '';
    if (date === '') throw badRequest(SLOT_MESSAGES.noDate, { date: SLOT_MESSAGES.noDate });
    if (!isIsoDate(date)) throw badRequest(SLOT_MESSAGES.invalidDate, { date: SLOT_MESSAGES.invalidDate });
    sendSerialised(res, await dayKept(date));
  });
  return router;
}
