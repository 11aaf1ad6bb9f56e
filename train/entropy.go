package train

// With entropy_target, the entropy bonus's coefficient follows the policy's
// entropy per unit: each update whose mean entropy is below the target
// multiplies it by entropyGain (up to entropyCoefMax), each one above
// divides it, down to entropy_coef. A multiplicative controller, as SAC
// tunes its temperature, but on a floor: without the target it is the
// fixed coefficient.
const (
	entropyGain    = 1.2
	entropyCoefMax = 1.0
)

// adaptEntropy sets the coefficient for the next update from this one's
// mean entropy per unit.
func (tr *Trainer) adaptEntropy(entropy float64) {
	cfg := tr.Cfg
	if cfg.EntropyTarget <= 0 {
		return
	}
	if entropy < cfg.EntropyTarget {
		tr.entCoef = min(entropyCoefMax, max(tr.entCoef, 1e-4)*entropyGain)
	} else {
		tr.entCoef = max(cfg.EntropyCoef, tr.entCoef/entropyGain)
	}
}

// resumedEntropyCoef is the coefficient a run starts with: entropy_coef, or
// where a resumed run's last update left it (then adapted to its entropy),
// so that a resumed run goes on as an unbroken one would.
func resumedEntropyCoef(cfg Config, metrics []Metric) float64 {
	tr := Trainer{Cfg: cfg, entCoef: cfg.EntropyCoef}
	if n := len(metrics); n > 0 && cfg.EntropyTarget > 0 && metrics[n-1].EntCoef > 0 {
		tr.entCoef = metrics[n-1].EntCoef
		tr.adaptEntropy(metrics[n-1].Entropy)
	}
	return tr.entCoef
}
