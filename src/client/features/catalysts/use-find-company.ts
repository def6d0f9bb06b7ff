import { useMutation, useQueryClient } from "@tanstack/react-query";
import { entityKey, entitySlug } from "@/shared/entities/keys";
import { entitiesApi } from "@/client/lib/operations/entities";
import { isApiError } from "@/client/lib/api";

/**
 * The slug of the company a reader names ("Pfizer Inc", or its slug "company-pfizer"): the server
 * finds it as it finds a company's page, by any of its names, legal form aside. A name it does not
 * know, or an entity that is no company, is an error shown at the field.
 */
export function useFindCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (written: string) => {
      const slug = written.startsWith("company-") ? written : entitySlug(entityKey("company", written));
      const entity = await queryClient.fetchQuery({ ...entitiesApi.get.queryOptions({ params: { slug } }), retry: false }).catch((error: unknown) => {
        throw isApiError(error, "not_found") ? new Error(`No company called “${written}” is known.`, { cause: error }) : error;
      });
      if (entity.type !== "company") throw new Error(`${entity.name} is not a company.`);
      return entity.slug;
    },
    meta: { handlesErrors: true },
  });
}
