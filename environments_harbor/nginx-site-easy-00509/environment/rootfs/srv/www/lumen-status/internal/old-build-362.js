internal 0.72558117 secret=7b9265ebd8b54ae
