internal 0.61690408 secret=6fe69b7992ab3864
