/**
 * `GET /api/organizations`, every page: the organisations the signed-in user may see (a customer its
 * own organisation and descendants, staff all of them; the server scopes the list). For the
 * organisation switcher, which needs the whole tree at once.
 */
import type { ApiClient } from '../api-client';
import { listEnvelope } from '../contract/common';
import { Organisation } from '../contract/organisations';

const OrganisationList = listEnvelope(Organisation);
/** The server's cap, so a customer's tree comes in one call and staff's in few. */
const perPage = 100;

export async function listVisibleOrganisations(client: ApiClient): Promise<Organisation[]> {
  const organisations: Organisation[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await client.request({
      method: 'get',
      path: 'organizations',
      searchParams: { page, perPage },
      schema: OrganisationList,
    });
    organisations.push(...answer.data);
    if (answer.data.length === 0 || page >= answer.meta.pagination.totalPages) return organisations;
  }
}
