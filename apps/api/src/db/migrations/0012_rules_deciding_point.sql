-- Every stored match's rules in the complete form: the deciding point at deuce as a number (golden point 1, star
-- point 3, advantage null) and the set tie-break's games-all score (the set's length), beside the older booleans
-- that keep agreeing with it (packages/contracts/src/match-rules.ts).
UPDATE "matches" SET "rules" = "rules" || jsonb_build_object(
	'deciding_point_at_deuce',
	CASE
		WHEN ("rules"->>'golden_point')::boolean THEN to_jsonb(1)
		WHEN ("rules"->>'star_point')::boolean THEN to_jsonb(3)
		ELSE 'null'::jsonb
	END,
	'set_tie_break_at', "rules"->'games_to_win_set'
)
WHERE NOT ("rules" ? 'deciding_point_at_deuce');
