import type { DeskPostDetail } from '@portal/contract';
import type { UploadFile } from 'antd';
import { dayjs } from '@/lib/dayjs';

type Dayjs = ReturnType<typeof dayjs>;

export type InfoItemValue = { id?: string; name: string; isRequired: boolean; type: 0 | 1 };
export type KeptFile = { id: string; name: string };

export type TenderFormValues = {
  name: string;
  bidName: string;
  invitingParty: string;
  categoryId?: number;
  contractType?: number;
  area?: number;
  chooseMode?: number;
  publicMode?: number;
  applyGroup?: number;
  deployDays?: number | null;
  issueLocation?: string;
  deployLocation?: string;
  openDate?: Dayjs;
  closeDate?: Dayjs;
  applyDate?: Dayjs | null;
  contactName?: string;
  contactPhone?: string;
  contactEmail?: string;
  contactPosition?: string;
  note?: string;
  requirements?: string;
  keptFiles: KeptFile[];
  files: UploadFile[];
  infos: InfoItemValue[];
};

/** The form's starting values: an existing post's, or a blank post opening today. */
export function toFormValues(post: DeskPostDetail | undefined): Partial<TenderFormValues> {
  if (!post) return { openDate: dayjs().startOf('minute'), keptFiles: [], files: [], infos: [] };
  return {
    name: post.name,
    bidName: post.bidName,
    invitingParty: post.invitingParty,
    categoryId: post.bidPostCategory.id,
    contractType: post.contractType,
    area: post.area,
    chooseMode: post.chooseMode,
    publicMode: post.publicMode,
    applyGroup: post.applyGroup,
    deployDays: post.deployDays,
    issueLocation: post.issueLocation ?? '',
    deployLocation: post.deployLocation ?? '',
    openDate: dayjs(post.openDate),
    closeDate: dayjs(post.closeDate),
    applyDate: post.applyDate ? dayjs(post.applyDate) : null,
    contactName: post.contactName ?? '',
    contactPhone: post.contactPhone ?? '',
    contactEmail: post.contactEmail ?? '',
    contactPosition: post.contactPosition ?? '',
    note: post.note ?? '',
    requirements: post.requirements ?? '',
    keptFiles: post.files.map((f) => ({ id: f.id, name: f.name })),
    files: [],
    infos: post.informations.map((i) => ({ id: i.id, name: i.name, isRequired: i.isRequired, type: i.type === 1 ? 1 : 0 })),
  };
}

const text = (v: string | number | null | undefined) => (v === undefined || v === null ? '' : String(v));

/** The multipart body of create/update (`deskPostFieldsSchema` on the server; files under `files`). */
export function toFormData(v: TenderFormValues): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    name: text(v.name),
    bidName: text(v.bidName),
    invitingParty: text(v.invitingParty),
    categoryId: text(v.categoryId),
    contractType: text(v.contractType),
    area: text(v.area),
    chooseMode: text(v.chooseMode),
    publicMode: text(v.publicMode),
    applyGroup: text(v.applyGroup),
    deployDays: text(v.deployDays),
    issueLocation: text(v.issueLocation),
    deployLocation: text(v.deployLocation),
    openDate: v.openDate ? v.openDate.toISOString() : '',
    closeDate: v.closeDate ? v.closeDate.toISOString() : '',
    applyDate: v.applyDate ? v.applyDate.toISOString() : '',
    contactName: text(v.contactName),
    contactPhone: text(v.contactPhone),
    contactEmail: text(v.contactEmail),
    contactPosition: text(v.contactPosition),
    note: text(v.note),
    requirements: text(v.requirements),
    infosJson: JSON.stringify(
      (v.infos ?? []).map((i) => ({ ...(i.id ? { id: i.id } : {}), name: i.name, isRequired: Boolean(i.isRequired), type: i.type ?? 0 })),
    ),
    keptFilesJson: JSON.stringify(v.keptFiles ?? []),
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of v.files ?? []) if (file.originFileObj) form.append('files', file.originFileObj, file.name);
  return form;
}
