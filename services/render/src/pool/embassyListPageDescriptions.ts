import { embassyListPages, type EmbassyListEmployee, type EmbassyListProps } from '@placement/documents';
import type { PageDescription } from './PageDescription';

/** Only what the list prints: photos and the rest of the record stay on the calling thread. */
function listedFields(employee: EmbassyListEmployee): EmbassyListEmployee {
  const { id, givenName, surName, passportNumber, visa, embassyProcess } = employee;
  return {
    id,
    givenName,
    surName,
    passportNumber,
    visa: visa && { visaNumber: visa.visaNumber, sponsorName: visa.sponsorName },
    embassyProcess: embassyProcess && { enjazNumber: embassyProcess.enjazNumber },
  };
}

/**
 * The embassy list's pages as data. The documents package decides who is listed and how rows split into pages;
 * each page it returns is an EmbassyList element, so its props are the page's description.
 */
export function embassyListPageDescriptions(
  employees: EmbassyListEmployee[],
  options: { agencyName: string; date: string },
): PageDescription[] {
  return embassyListPages(employees.map(listedFields), options).map(({ element }) => ({
    document: 'embassyList',
    list: element.props as EmbassyListProps,
  }));
}
