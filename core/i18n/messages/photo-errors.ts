import { PHOTO_MESSAGES } from "#core/job-photos";
import { completeJobMessages } from "./complete-job";
import { englishKeyed } from "./english-keyed";

/** The server's refusals of a photo of the finished work, in the Spanish the Complete form writes them. */
export const photoErrorWords = englishKeyed(
  Object.fromEntries(
    (Object.keys(PHOTO_MESSAGES) as (keyof typeof PHOTO_MESSAGES)[]).map((problem) => [
      PHOTO_MESSAGES[problem],
      completeJobMessages.es.photoProblems[problem],
    ]),
  ),
);
