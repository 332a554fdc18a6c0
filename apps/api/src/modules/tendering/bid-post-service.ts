import {
  BID_POST_STATUS,
  type BidCategory,
  type BidInfoItem,
  type BidPostDetail,
  type BidPostListQuery,
  type BidPostRow,
  type PartnerBidPostListQuery,
  pathOf,
  REQUEST_STATUS,
  REQUEST_TYPE,
  TENDER_LOOKUPS,
  type TenderLookupItem,
  type TenderLookupName,
  type TenderLookups,
  tenderingPublicEndpoints,
} from '@portal/contract';
import type { bidPosts } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { holdsPermission, type PartnerAuth } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './bid-post-repository.ts';
import * as submissions from './submission-repository.ts';
import { pagination } from '../../lib/pagination.ts';

/** A lookup list (constants of the contract; the routes cache them with a validator). */
export function lookup(name: TenderLookupName): TenderLookupItem[] {
  return TENDER_LOOKUPS[name];
}

export function lookups(): TenderLookups {
  return TENDER_LOOKUPS;
}

/** A category's template items (`category-information-list`); none chosen, none listed. */
export async function categoryInformation(deps: AppDeps, categoryId: number | undefined) {
  return categoryId ? repo.listCategoryInfos(deps.db, categoryId) : [];
}

export async function categories(deps: AppDeps): Promise<Array<BidCategory & { openCount: number }>> {
  return repo.listCategories(deps.db, BID_POST_STATUS.Open);
}

/** Published posts of one status (Open unless asked), never drafts. */
export async function listPosts(deps: AppDeps, query: BidPostListQuery) {
  const filter = { status: query.status ?? BID_POST_STATUS.Open, categoryId: query.categoryId, search: query.search };
  const [rows, total] = await Promise.all([
    repo.listPosts(deps.db, filter, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    repo.countPosts(deps.db, filter),
  ]);
  const items: BidPostRow[] = rows.map(rowFields);
  return { items, pagination: pagination(query.page, query.limit, total) };
}

type ListedPost = Awaited<ReturnType<typeof repo.listPosts>>[number];
const rowFields = (r: ListedPost): BidPostRow => ({
  id: r.id,
  name: r.name,
  bidName: r.bidName,
  invitingParty: r.invitingParty,
  bidPostCategory: { id: r.categoryId, name: r.categoryName },
  area: r.area,
  openDate: r.openDate.toISOString(),
  closeDate: r.closeDate.toISOString(),
  status: r.status,
});

/**
 * The signed-in list (spec 2 §7, login prefix): the public list for every type; with `mine`, the
 * posts the provider submitted to, with its submission (needs 'bid.view': it shows the submissions).
 */
export async function listForPartner(deps: AppDeps, auth: PartnerAuth, query: PartnerBidPostListQuery) {
  if (!query.mine) return listPosts(deps, query);
  if (auth.type !== 'provider' || !holdsPermission(auth, 'bid.view')) throw new AppError('forbidden');
  const filter = { partnerId: auth.partnerId, status: query.status, categoryId: query.categoryId, search: query.search };
  const waiting = { types: [REQUEST_TYPE.Meet, REQUEST_TYPE.Additional], status: REQUEST_STATUS.NotAnswered };
  const page = { limit: query.limit, offset: (query.page - 1) * query.limit };
  // Without a search: one prepared statement, its total from kept counts; a search counts its matches.
  const searched = async () => {
    const [rows, total] = await Promise.all([repo.listMyPosts(deps.db, filter, waiting, page), repo.countMyPosts(deps.db, filter)]);
    return { rows, total };
  };
  const { rows, total } = filter.search?.trim() ? await searched() : await repo.listMyPostsPage(deps.db, filter, waiting, page);
  const items: BidPostRow[] = rows.map((r) => ({
    ...rowFields(r),
    submit: { id: r.submitId, status: r.submitStatus, isRequestWaiting: r.isRequestWaiting },
  }));
  return { items, pagination: pagination(query.page, query.limit, total) };
}

/** A bid post's own fields as every answer spells them (spec 2 §3); the tender desk's detail uses it too. */
export function postFields(post: typeof bidPosts.$inferSelect, categoryName: string) {
  return {
    id: post.id,
    name: post.name,
    bidName: post.bidName,
    invitingParty: post.invitingParty,
    bidPostCategory: { id: post.categoryId, name: categoryName },
    contractType: post.contractType,
    area: post.area,
    chooseMode: post.chooseMode,
    publicMode: post.publicMode,
    applyGroup: post.applyGroup,
    deployDays: post.deployDays,
    issueLocation: post.issueLocation,
    deployLocation: post.deployLocation,
    openDate: post.openDate.toISOString(),
    closeDate: post.closeDate.toISOString(),
    applyDate: post.applyDate?.toISOString() ?? null,
    contactName: post.contactName,
    contactPhone: post.contactPhone,
    contactEmail: post.contactEmail,
    contactPosition: post.contactPosition,
    note: post.note,
    requirements: post.requirements,
    status: post.status,
  };
}

/** The posts anyone may open (every status but draft), for the sitemap: id and last change. */
export async function publicPostRefs(deps: AppDeps, limit: number): Promise<Array<{ id: number; lastModified: Date }>> {
  const rows = await repo.listPublishedPostRefs(deps.db, limit);
  return rows.map((r) => ({ id: r.id, lastModified: r.updatedAt }));
}

/** A published post, whole; `auth` a provider: with its own submission (`submit`). A draft or unknown id is 404. */
export async function detail(deps: AppDeps, id: number, auth: PartnerAuth | null): Promise<BidPostDetail> {
  const found = await repo.findPost(deps.db, id, { published: true });
  if (!found) throw new AppError('not_found');
  const { post, categoryName } = found;
  const [postFiles, infos, submit] = await Promise.all([
    repo.listPostFiles(deps.db, id),
    repo.listPostInfos(deps.db, id),
    auth ? submissions.findSubmissionByPost(deps.db, id, auth.partnerId) : Promise.resolve(undefined),
  ]);
  const informations: BidInfoItem[] = infos;
  return {
    ...postFields(post, categoryName),
    files: postFiles.map((f) => ({ id: f.fileId, name: f.name, fullPath: pathOf(tenderingPublicEndpoints.file, { id: f.fileId }) })),
    informations,
    status: post.status,
    resultsPublished: post.resultsPublishedAt !== null,
    submit: submit ? { id: submit.id, status: [submit.status] } : null,
  };
}

/** A document of a published post, for download. */
export async function postFile(deps: AppDeps, fileId: string) {
  const file = await repo.findPublishedPostFile(deps.db, fileId);
  if (!file) throw new AppError('not_found');
  return file;
}
