/** The direction of a notification's text: the reader's language (the server wrote it in that language). */
export const textDir = (locale: string): "rtl" | "ltr" => (locale === "ar" ? "rtl" : "ltr");
