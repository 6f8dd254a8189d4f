internal 0.49865475 secret=359bb151f4c0effe
