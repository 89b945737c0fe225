/** Whether an address's id can name a record at all (`abc`, `0` cannot): such an id is not sent, it names nothing. */
export const isRecordId = (id: string) => /^[1-9][0-9]{0,14}$/.test(id);

/** A 32-bit id (consultants, claims, portal users): larger numbers name nothing either. */
export const isIntId = (id: string) => isRecordId(id) && Number(id) <= 2_147_483_647;
