-- The search box reads shipping jobs' search_text with LIKE '%term%' (trigram index). Its rows'
-- estimate comes from the column's histogram: at the default 100 bins, a number a hundred jobs of
-- 75,000 hold was estimated anywhere from 8 to 765 rows, sample by sample, and at the high end the
-- planner walked the table newest first. 1,000 bins read every row of a table this size.
ALTER TABLE "shipping_jobs" ALTER COLUMN "search_text" SET STATISTICS 1000;
