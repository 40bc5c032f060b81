import { describe, expect, it } from 'vitest';
import { EXPERT_DEFAULTS } from '../../domain/content';
import { ApiError } from '../../services/api';
import { EXPERT_FORMAT_ERROR, EXPERTS_FORMAT_ERROR, expertiseList, readExpert, readExpertList } from './api';

const expert = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  originalId: 1,
  name: 'Dr. Meera Iyer',
  position: 'Clinical Psychologist',
  imageSrc: '/uploads/meera.webp',
  certifications: 'RCI Licensed',
  expertise: 'Anxiety, Depression',
  experience: '8 years',
  uploadedAt: '2025-01-01T00:00:00.000Z',
  bio: 'I listen first.',
  languages: ['English', 'Hindi'],
  gender: 'Female',
  concerns: ['Anxiety'],
  kinds: ['individual'],
  ...overrides,
});

function rejection(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the parser to reject the body');
}

describe('readExpertList', () => {
  it('accepts a bare array', () => {
    expect(readExpertList([expert()])).toEqual([expert()]);
  });

  it('accepts an object holding the array under data', () => {
    expect(readExpertList({ data: [expert()] })).toEqual([expert()]);
  });

  it('unwraps items held under an expert key, mixed with plain items', () => {
    const list = readExpertList({ data: [{ expert: expert({ id: 2, originalId: 2, name: 'Wrapped' }) }, expert()] });
    expect(list.map((e) => e.name)).toEqual(['Dr. Meera Iyer', 'Wrapped']);
  });

  it('orders by originalId numerically', () => {
    const list = readExpertList([
      expert({ id: 1, originalId: '10' }),
      expert({ id: 2, originalId: 9 }),
      expert({ id: 3, originalId: '2' }),
    ]);
    expect(list.map((e) => e.originalId)).toEqual([2, 9, 10]);
    expect(list.map((e) => e.id)).toEqual([3, 2, 1]);
  });

  it('fills the spec defaults for missing fields', () => {
    const [read] = readExpertList([{ id: '5' }]);
    expect(read).toEqual({
      id: 5,
      originalId: 5,
      name: 'Unnamed',
      position: 'Counselor',
      imageSrc: EXPERT_DEFAULTS.imageSrc,
      certifications: '',
      expertise: 'General Counseling',
      experience: 'Not specified',
      uploadedAt: '',
      bio: '',
      languages: [],
      gender: null,
      concerns: [],
      kinds: [],
    });
  });

  it('leaves out items without an id', () => {
    expect(readExpertList([expert(), { name: 'No id' }, null, { expert: 'x' }]).map((e) => e.id)).toEqual([1]);
  });

  it.each([null, undefined, 'experts', 3])('rejects %j as invalid experts data', (body) => {
    const error = rejection(() => readExpertList(body));
    expect(error.message).toBe(EXPERTS_FORMAT_ERROR);
    expect(error.status).not.toBe(0);
  });

  it.each([{}, { data: {} }, { data: 'x' }, { experts: [] }])('rejects %j as an unexpected format', (body) => {
    expect(rejection(() => readExpertList(body)).message).toBe(EXPERT_FORMAT_ERROR);
  });
});

describe('readExpert', () => {
  it('reads {data: expert}', () => {
    expect(readExpert({ data: expert({ id: 7 }) })).toMatchObject({ id: 7, name: 'Dr. Meera Iyer' });
  });

  it('reads {data: {expert: ...}} and applies defaults', () => {
    expect(readExpert({ data: { expert: { id: 8, name: '' } } })).toMatchObject({ id: 8, name: 'Unnamed' });
  });

  it.each([null, {}, { data: null }, { data: [] }, { data: { name: 'No id' } }])('rejects %j', (body) => {
    expect(rejection(() => readExpert(body)).message).toBe(EXPERT_FORMAT_ERROR);
  });
});

describe('expertiseList', () => {
  it('splits and trims the comma-separated expertise', () => {
    expect(expertiseList({ expertise: 'Anxiety,  Depression , ,OCD' })).toEqual(['Anxiety', 'Depression', 'OCD']);
    expect(expertiseList({ expertise: ' , ' })).toEqual(['General Counseling']);
  });
});
