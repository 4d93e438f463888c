import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../api/contract/auth';
import {
  chooseOrganisation,
  pickInitialOrganisation,
  readCurrentOrganisation,
  readVisibleOrganisations,
  storeVisibleOrganisations,
} from './current-organisation';
import { memoryStorage } from './session-test-fixtures';

const holding = { id: 'h', name: 'Bakkerij De Jong Holding', parentId: null };
const utrecht = { id: 'u', name: 'Bakkerij De Jong Utrecht', parentId: 'h' };
const amersfoort = { id: 'a', name: 'Bakkerij De Jong Amersfoort', parentId: 'h' };
const customer: Pick<User, 'type' | 'company'> = {
  type: 'customer',
  company: { id: 'h', name: holding.name },
};
const staff: Pick<User, 'type' | 'company'> = { type: 'employee', company: null };

describe('the current organisation', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
    globalThis.localStorage = storage;
  });

  it('starts a customer in their own company right after login, before the tree is fetched', () => {
    pickInitialOrganisation(customer);
    expect(readCurrentOrganisation()?.id).toBe('h');
    expect(readVisibleOrganisations().map(({ id }) => id)).toEqual(['h']);
  });

  it('starts staff with no organisation selected, meaning all customers', () => {
    storage.setItem('organisation', JSON.stringify({ id: 'old', name: 'Vorige klant' }));
    pickInitialOrganisation(staff);
    expect(readCurrentOrganisation()).toBeNull();
  });

  it("stores the visible tree holding first and keeps the customer's own company as the default", () => {
    storeVisibleOrganisations(customer, [utrecht, holding, amersfoort]);
    expect(readVisibleOrganisations().map(({ name, depth }) => `${depth} ${name}`)).toEqual([
      '0 Bakkerij De Jong Holding',
      '1 Bakkerij De Jong Amersfoort',
      '1 Bakkerij De Jong Utrecht',
    ]);
    expect(readCurrentOrganisation()?.id).toBe('h');
  });

  it("defaults to the top of the tree when the customer's company is not in it", () => {
    storeVisibleOrganisations({ type: 'customer', company: null }, [utrecht, amersfoort]);
    expect(readCurrentOrganisation()?.id).toBe('a');
  });

  it('switches to a visible organisation and restores it from storage after a reload', () => {
    storeVisibleOrganisations(customer, [holding, utrecht, amersfoort]);
    chooseOrganisation('u');
    expect(JSON.parse(storage.getItem('organisation') ?? 'null')).toMatchObject({ id: 'u' });
    storeVisibleOrganisations(customer, [holding, utrecht, amersfoort]);
    expect(readCurrentOrganisation()).toEqual({ ...utrecht, depth: 1 });
  });

  it('ignores a switch to an organisation that is not visible', () => {
    storeVisibleOrganisations(customer, [holding, utrecht]);
    chooseOrganisation('someone-else');
    expect(readCurrentOrganisation()?.id).toBe('h');
  });

  it('falls back to the default when the stored organisation is no longer visible', () => {
    storeVisibleOrganisations(customer, [holding, utrecht, amersfoort]);
    chooseOrganisation('u');
    storeVisibleOrganisations(customer, [holding, amersfoort]);
    expect(readCurrentOrganisation()?.id).toBe('h');
  });

  it('lets staff go back to all customers, and keeps that choice when the tree is fetched again', () => {
    storeVisibleOrganisations(staff, [holding, utrecht]);
    expect(readCurrentOrganisation()).toBeNull();
    chooseOrganisation('u');
    expect(readCurrentOrganisation()?.id).toBe('u');
    chooseOrganisation(null);
    storeVisibleOrganisations(staff, [holding, utrecht]);
    expect(readCurrentOrganisation()).toBeNull();
  });

  it('reads a choice stored by an earlier version, or garbage, without failing', () => {
    storage.setItem('organisation', JSON.stringify({ id: 'h', name: 'Bakkerij De Jong Holding' }));
    expect(readCurrentOrganisation()).toEqual({ ...holding, depth: 0 });
    storage.setItem('organisation', '{not json');
    storage.setItem('organisations', JSON.stringify([{ id: 3 }]));
    expect(readCurrentOrganisation()).toBeNull();
    expect(readVisibleOrganisations()).toEqual([]);
  });
});
