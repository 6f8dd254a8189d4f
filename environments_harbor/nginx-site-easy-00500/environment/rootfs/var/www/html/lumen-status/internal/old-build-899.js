internal 0.34369658 secret=ec00ee35a6eed51d
