"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { Controller, useForm, type DefaultValues, type FieldError, type FieldErrors, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { issueMessage, type Issue } from "@/server/core/http/issue-messages";
import type { ApiError } from "./api-client";
import { Checkbox, Field, Select } from "./fields";

// The one form approach of the portals: react-hook-form with a zod schema
// (the server's own where the form sends what an endpoint validates), checked
// in the browser with the API's messages (`api.validation`, the same keys the
// 422 details use), and a 422 from the API put beside the fields it names.

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A message a schema names itself (`.min(1, "validation.required")`) wins over the error map in zod 4: translated here. */
function translateNamed(errors: FieldErrors, t: Translate): void {
  for (const error of Object.values(errors)) {
    if (!error || typeof error !== "object") continue;
    const message = (error as FieldError).message;
    if (typeof message === "string" && message.startsWith("validation.")) (error as FieldError).message = t(message.slice("validation.".length));
    else translateNamed(error as FieldErrors, t);
  }
}

/** A form over `schema`: values as typed (`z.input`), submitted as parsed (`z.output`). */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaultValues: DefaultValues<z.input<S>>) {
  const t = useTranslations("api.validation") as unknown as Translate;
  const resolve = zodResolver(schema, {
    error: (issue) => {
      const { key, values } = issueMessage(issue as Issue);
      return t(key, values);
    },
  });
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: async (values, context, options) => {
      const result = await resolve(values, context, options);
      translateNamed(result.errors, t);
      return result;
    },
    defaultValues,
  });
}

/**
 * Puts a 422's field errors beside the form's fields (a nested key such as
 * `items.0.price` goes to that field when the form has it, else to its top
 * field). `fields`: the form's field names, or API field -> form field when
 * they differ. Returns the API fields it could not place, for the message
 * above the form (components/ui/errors.ts `useErrorMessage`).
 */
export function showApiErrors<T extends FieldValues>(form: AnyForm<T>, error: ApiError | null, fields: readonly string[] | Record<string, string>): string[] {
  if (error?.code !== "VALIDATION_FAILED") return [];
  const names: Record<string, string> = Array.isArray(fields) ? Object.fromEntries(fields.map((f) => [f, f])) : (fields as Record<string, string>);
  const unplaced: string[] = [];
  for (const [key, messages] of Object.entries(error.details ?? {})) {
    const target = names[key] ?? names[key.split(".")[0]];
    if (target) form.setError(target as Path<T>, { type: "server", message: messages.join(" ") });
    else unplaced.push(key);
  }
  return unplaced;
}

type FieldProps = Parameters<typeof Field>[0];
/** A form whatever its schema turns the values into on submit (`z.coerce`, `.transform`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyForm<T extends FieldValues> = UseFormReturn<T, any, any>;
type Bound<T extends FieldValues> = { form: AnyForm<T>; name: Path<T> };

const messagesOf = (message: unknown) => (typeof message === "string" && message ? [message] : undefined);

/** A text field of a form (the field kit's `Field`, its value and errors from the form). */
export function FormText<T extends FieldValues>({
  form,
  name,
  ...rest
}: Bound<T> & Omit<FieldProps, "name" | "value" | "defaultValue" | "onChange" | "errors">) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Field {...rest} name={field.name} value={field.value ?? ""} onChange={field.onChange} errors={messagesOf(fieldState.error?.message)} />
      )}
    />
  );
}

/** A select of a form. */
export function FormSelect<T extends FieldValues>({
  form,
  name,
  ...rest
}: Bound<T> & Omit<Parameters<typeof Select>[0], "name" | "value" | "defaultValue" | "onChange" | "errors">) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select {...rest} name={field.name} value={field.value ?? ""} onChange={field.onChange} errors={messagesOf(fieldState.error?.message)} />
      )}
    />
  );
}

/** A checkbox of a form. */
export function FormCheckbox<T extends FieldValues>({
  form,
  name,
  ...rest
}: Bound<T> & Omit<Parameters<typeof Checkbox>[0], "name" | "checked" | "defaultChecked" | "onChange">) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => <Checkbox {...rest} name={field.name} checked={Boolean(field.value)} onChange={field.onChange} />}
    />
  );
}
