import { patientEndpoints } from '@portal/contract';
import { generators } from '../../apps/api/test/generate-data.ts';
import type { GrowthCase } from './growth-cases.ts';

/** The collaborator's patient list as it opens: page 1 of 10, newest first, with the total. */
export const PATIENT_LIST_PATH = `${patientEndpoints.list.path}?page=1&limit=10`;
/** Searched by a full name, as people type it: about one patient in 960 has it, so the matches grow with the list. */
export const PATIENT_SEARCH_PATH = `${PATIENT_LIST_PATH}&search=${encodeURIComponent('nguyễn văn an')}`;

/**
 * ctv_demo's patient list ('Bệnh nhân') as its patients grow 10k → 100k → 1M (generated patients
 * without orders, beside the demo data): as it opens (an index range read in the list's order and
 * the total kept in `patient_counts`), and searched by name (the matches through the trigram
 * index, the total their exact count).
 *
 * The search is reported, not budgeted: its answer carries the exact count of the patients whose
 * name or phone contains the text, and the matches grow with the list (10 → 1,042 from 10k to 1M
 * for this name), as do the trigram index's lists of a common name's trigrams ("ngu", "văn": a
 * tenth of all patients); `EXPLAIN ANALYZE` at 1M: 13 ms, 11 of them in the index (was a
 * sequential scan of every patient, 224 ms, and a walk of the list for the page).
 */
export const patientGrowth: GrowthCase = {
  area: 'patients',
  rows: 'patients of ctv_demo',
  grow: (db, from, to) => generators.patients(db, to - from),
  lists: [
    { label: 'patient list', as: 'collaborator', path: PATIENT_LIST_PATH },
    { label: 'searched by name', as: 'collaborator', path: PATIENT_SEARCH_PATH, reportedOnly: true },
  ],
};
