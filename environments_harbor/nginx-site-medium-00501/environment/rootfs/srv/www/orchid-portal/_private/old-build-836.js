internal 0.90226158 secret=ca4148069d6d70c9
