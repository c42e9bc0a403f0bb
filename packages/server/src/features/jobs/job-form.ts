import type { EditJobBody, JobEdit, JobForm } from '@app/shared';
import type { JobLinks } from './presenters.ts';

/** The columns of a job an HR's form sets (its catalogue links and search tokens are written beside them). */
export function jobValues(form: JobForm) {
  return {
    title: form.title,
    city: form.city,
    address: form.address,
    company: form.company,
    companyDesc: form.company_desc,
    publisherName: form.publisher_name,
    description: form.description,
    phone: form.phone,
    email: form.email,
    wechat: form.wechat,
    jobType: form.job_type,
    experience: form.experience,
    salary: form.salary,
  };
}

/** The columns of a job with no edit held for review. */
export const NO_PENDING_EDIT = {
  pendingEdit: null,
  pendingReviewStatus: null,
  pendingRejectReason: '',
  pendingUpdatedAt: null,
};

/** The ids of catalogue entries, in ascending order. */
export const idsOf = (list: { id: number }[]) => list.map((entry) => entry.id).sort((a, b) => a - b);

/** An edit as it is held for review, with the catalogue names of the form's ids in the form's order. */
export function editOf(form: EditJobBody, catalogue: JobLinks): JobEdit {
  const { id: _id, cert_ids, major_ids, ...fields } = form;
  const inOrder = <T extends { id: number }>(ids: number[], found: T[]) =>
    ids.flatMap((id) => found.filter((entry) => entry.id === id));
  return { ...fields, cert_list: inOrder(cert_ids, catalogue.certs), major_list: inOrder(major_ids, catalogue.majors) };
}

/** Whether an edit would change nothing a seeker sees (catalogue links compared as sets). */
export function sameEdit(a: JobEdit, b: JobEdit) {
  const comparable = (edit: JobEdit) =>
    JSON.stringify(
      { ...edit, cert_list: idsOf(edit.cert_list), major_list: idsOf(edit.major_list) },
      Object.keys(edit).sort(),
    );
  return comparable(a) === comparable(b);
}
