package main

import (
	"fmt"

	"github.com/edagym/edagym/policies"
)

// defaultEvalGame is what eval plays when neither --game nor a checkpoint
// says.
const defaultEvalGame = "orkisland"

// evalGame is the game an evaluation plays: --game if given, else the
// checkpoints' (--checkpoint, the nn: entries of --league), else
// defaultEvalGame. A --game that a checkpoint disagrees with, or
// checkpoints of different games, are errors naming both: the nn: player
// would fail in every game.
func evalGame(flag string, checkpoints []string) (string, error) {
	game, said := flag, "--game says "+flag
	for _, path := range checkpoints {
		c, err := policies.Load(path)
		if err != nil {
			return "", err
		}
		if game != "" && c.Game != game {
			return "", fmt.Errorf("checkpoint %s is for %s, but %s", path, c.Game, said)
		}
		if game == "" {
			game, said = c.Game, "checkpoint "+path+" is for "+c.Game
		}
	}
	if game == "" {
		return defaultEvalGame, nil
	}
	return game, nil
}

// checkpointsOf lists the checkpoint paths of nn: and nn-sample: players.
func checkpointsOf(players []string) []string {
	var out []string
	for _, p := range players {
		if path, _, ok := policies.CheckpointName(p); ok {
			out = append(out, path)
		}
	}
	return out
}
